/**
 * A local stand-in for a LibreTranslate server (its HTTP API: GET /languages, POST /translate with
 * `q` as a list), so the translated-video journey needs no network. English goes into Spanish word
 * by word from a small dictionary of the words the journey's brief, outline and scripts use; a
 * word it does not know passes unchanged, as a name would. Deterministic, so the captions can be
 * checked for Spanish words.
 *
 * Usage: node --import tsx tests/e2e/support/fake-libretranslate.ts <port>
 */
import { createServer } from 'node:http';

const SPANISH: Record<string, string> = {
  a: 'un',
  about: 'sobre',
  all: 'todo',
  always: 'siempre',
  an: 'un',
  and: 'y',
  are: 'son',
  as: 'como',
  at: 'en',
  back: 'espalda',
  be: 'ser',
  before: 'antes',
  bend: 'doble',
  body: 'cuerpo',
  by: 'por',
  can: 'puede',
  carry: 'lleve',
  check: 'revise',
  close: 'cerca',
  day: 'día',
  do: 'haga',
  each: 'cada',
  every: 'cada',
  feet: 'pies',
  first: 'primero',
  for: 'para',
  from: 'de',
  guide: 'guía',
  have: 'tiene',
  heavy: 'pesado',
  help: 'ayuda',
  how: 'cómo',
  in: 'en',
  injuries: 'lesiones',
  injury: 'lesión',
  into: 'en',
  is: 'es',
  it: 'lo',
  key: 'clave',
  keep: 'mantenga',
  knees: 'rodillas',
  learn: 'aprenda',
  lift: 'levante',
  lifting: 'levantamiento',
  load: 'carga',
  loads: 'cargas',
  minute: 'minuto',
  more: 'más',
  never: 'nunca',
  new: 'nuevo',
  next: 'siguiente',
  not: 'no',
  of: 'de',
  on: 'en',
  one: 'uno',
  or: 'o',
  our: 'nuestro',
  overview: 'resumen',
  people: 'personas',
  point: 'punto',
  points: 'puntos',
  practice: 'práctica',
  quick: 'rápido',
  refresher: 'repaso',
  report: 'informe',
  right: 'correcto',
  safe: 'seguro',
  safely: 'con seguridad',
  safety: 'seguridad',
  staff: 'personal',
  step: 'paso',
  steps: 'pasos',
  summary: 'resumen',
  team: 'equipo',
  thank: 'gracias',
  thanks: 'gracias',
  that: 'que',
  the: 'el',
  these: 'estos',
  this: 'este',
  to: 'a',
  today: 'hoy',
  twist: 'gire',
  us: 'nosotros',
  use: 'use',
  video: 'vídeo',
  warehouse: 'almacén',
  we: 'nosotros',
  welcome: 'bienvenido',
  what: 'qué',
  when: 'cuando',
  why: 'por qué',
  will: 'va a',
  with: 'con',
  work: 'trabajo',
  workers: 'trabajadores',
  you: 'usted',
  your: 'su',
};

/** Word by word, keeping punctuation and a capital first letter. */
export function toSpanish(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const found = SPANISH[word.toLowerCase()];
    if (!found) return word;
    return word[0] === word[0]?.toUpperCase() ? found[0]?.toUpperCase() + found.slice(1) : found;
  });
}

/** Started as a script (playwright.config.ts); imported by the journey only for toSpanish. */
if (process.argv[1]?.endsWith('fake-libretranslate.ts')) serve(Number(process.argv[2] ?? 5000));

function serve(port: number) {
  createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/languages') {
      return send(200, [
        { code: 'en', name: 'English', targets: ['en', 'es'] },
        { code: 'es', name: 'Spanish', targets: ['en', 'es'] },
      ]);
    }
    if (req.method === 'POST' && req.url === '/translate') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        let body: { q?: unknown; target?: unknown };
        try {
          body = JSON.parse(raw);
        } catch {
          return send(400, { error: 'Invalid request: malformed JSON' });
        }
        if (body.target !== 'es') return send(400, { error: `${String(body.target)} is not supported` });
        const texts = Array.isArray(body.q) ? body.q.map(String) : [String(body.q ?? '')];
        send(200, { translatedText: Array.isArray(body.q) ? texts.map(toSpanish) : toSpanish(texts[0] ?? '') });
      });
      return;
    }
    send(404, { error: 'Not found' });
  }).listen(port, '127.0.0.1');
}
