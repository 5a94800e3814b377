import { ASPECT_RATIO_IDS, type AspectRatioId, continuedTitle, pageSize, SLIDE_TEMPLATE_IDS, type SlideTemplateId } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { canvasMeasure } from './draw';
import { illustrationUrl } from './illustration-url';
import { keyVisualLayout } from './key-visual';
import { layoutSlidePages, type SlideContent } from './layout';
import type { SlideLayout, TextBlock } from './layout-types';
import { registerFontsFor } from './node';
import { pageGeometry } from './page-geometry';
import type { MeasureText, Rect } from './types';

/**
 * Decision 165, the layout matrix: every template in every shape, over long and hostile text, with
 * the real slide fonts: no line breaks inside a word (a word is split only when it is wider than
 * its box at that size), nothing is cut or ellipsised, every word of every point is shown (over
 * continuation pages where needed), every line stays in its box, and body text keeps the shape's
 * minimum size. Decision 188: Japanese and Thai, written without spaces, break only between
 * characters (never before closing punctuation) and between words; Arabic is set right to left.
 */

interface Case {
  name: string;
  title: string;
  description: string;
  points: string[];
  /** The slide's language (decision 188): its drawn words and, for Arabic, its direction. */
  language?: string;
}

const sentence = (n: number, words: string) => Array.from({ length: n }, (_, i) => `${i + 1}. ${words}`);
const CORPUS: Case[] = [
  {
    name: 'the issue: Awareness on square and vertical',
    title: 'Security Awareness Training for Remote Teams',
    description: 'Why awareness matters more than any single tool',
    points: ['Phishing awareness starts with recognising urgency', 'Report suspicious messages', 'Awareness is everyone’s job'],
  },
  {
    name: 'long title and long points',
    title: 'Understanding the Organisational, Regulatory and Technical Foundations of Enterprise Information Security Programmes',
    description: 'A subtitle that explains a great deal more than a subtitle should, and then keeps going for a while longer. '.repeat(3),
    points: sentence(5, 'a detailed explanation that keeps going with qualifications, examples and caveats until it fills several lines of the slide'),
  },
  {
    name: 'long words',
    title: 'Rechtsschutzversicherungsgesellschaften und Donaudampfschifffahrtsgesellschaftskapitän',
    description: 'Pneumonoultramicroscopicsilicovolcanoconiosis Hippopotomonstrosesquippedaliophobia',
    points: [
      'See https://example.com/documentation/security/awareness/training/modules/phishing-recognition-and-reporting',
      'Antidisestablishmentarianism versus Floccinaucinihilipilification',
      `Supercalifragilisticexpialidocious ${'x'.repeat(120)}`,
    ],
  },
  {
    name: 'many points',
    title: 'Twelve habits',
    description: '',
    points: sentence(12, 'lock your screen before you leave the desk'),
  },
  {
    name: 'one enormous point',
    title: 'The whole policy',
    description: '',
    points: ['Every employee must read the policy and confirm it in writing before their first day. '.repeat(14)],
  },
  {
    name: 'non-Latin text',
    title: '信息安全意识培训：每个人都需要参加的课程',
    description: 'Основы информационной безопасности для всех сотрудников компании',
    points: [
      '钓鱼邮件是攻击者最常用的入侵方式，请在点击链接之前仔细检查发件人的地址。',
      'パスワードは使い回さず、パスワードマネージャーで管理してください。',
      'Ηλεκτρονικό ταχυδρομείο ηλεκτρονικού ψαρέματος: αναγνώριση και αναφορά',
      'كلمات المرور القوية تحمي حسابات الشركة من الاختراق',
      'सुरक्षा प्रशिक्षण सभी कर्मचारियों के लिए अनिवार्य है',
    ],
  },
  {
    name: 'emoji and punctuation',
    title: '🔒 Security — “quick wins” (2024/25) 👩‍💻',
    description: 'Small steps: big results!',
    points: ['👩‍💻 Use MFA — everywhere.', '“Think before you click…” is the rule', '(Report) [phishing] {fast}'],
  },
  {
    name: 'Japanese without spaces',
    language: 'ja-JP',
    title: '情報セキュリティ意識向上研修：リモートワークで働くすべての社員が知っておくべき基本（2025年版）',
    description: 'フィッシングメール、パスワード管理、そして「報告する文化」について、実際の事例を交えながら分かりやすく説明します。'.repeat(2),
    points: [
      ...sentence(6, 'リンクをクリックする前に、送信者のアドレスと本文の不自然な日本語を必ず確認してください。'),
      'パスワードは使い回さず、「パスワードマネージャー」で管理し、二要素認証を有効にしましょう。',
    ],
  },
  {
    name: 'Thai without spaces',
    language: 'th-TH',
    title: 'การฝึกอบรมเพื่อสร้างความตระหนักด้านความปลอดภัยของข้อมูลสำหรับพนักงานที่ทำงานจากที่บ้าน',
    description: 'อีเมลหลอกลวงเป็นวิธีที่ผู้โจมตีใช้บ่อยที่สุดในการเข้าถึงระบบขององค์กรและข้อมูลของลูกค้า'.repeat(2),
    points: [...sentence(6, 'ตรวจสอบที่อยู่ของผู้ส่งและลิงก์ทุกครั้งก่อนคลิกเพื่อป้องกันการขโมยรหัสผ่านและข้อมูลส่วนตัว'), 'แจ้งหัวหน้างานหรือฝ่ายไอทีทันทีเมื่อพบอีเมลที่น่าสงสัย'],
  },
  {
    name: 'Arabic right to left',
    language: 'ar-EG',
    title: 'التدريب على الوعي بأمن المعلومات لجميع الموظفين الذين يعملون عن بعد من منازلهم',
    description: 'لماذا يعتبر الوعي أهم من أي أداة أمنية بمفردها، وكيف نبني ثقافة الإبلاغ داخل الفريق',
    points: [
      ...sentence(6, 'تحقق من عنوان المرسل والروابط قبل النقر عليها، ولا تشارك كلمة المرور مع أي شخص ولو كان من فريق الدعم'),
      'استخدم المصادقة الثنائية (2FA) في كل حساب، وأبلغ عن أي رسالة مشبوهة فورًا.',
    ],
  },
];

// Every font the corpus needs, registered before anything is measured (decision 188).
for (const c of CORPUS) registerFontsFor([c.title, c.description, ...c.points].join(' '), c.language);
const measure: MeasureText = canvasMeasure(createCanvas(8, 8).getContext('2d'));

type Variant = { name: string; avatar: boolean; logo: boolean; image: boolean; visual?: boolean };
const VARIANTS: Variant[] = [
  { name: 'image and logo', avatar: false, logo: true, image: true },
  { name: 'presenter', avatar: true, logo: false, image: false },
  // Decision 173: a designed visual from the slide's words in the picture's place, its text hostile too.
  { name: 'key visual', avatar: false, logo: true, image: false, visual: true },
];

function slideFor(templateId: SlideTemplateId, c: Case, v: Variant): SlideContent {
  const half = Math.ceil(c.points.length / 2);
  return {
    templateId,
    title: c.title,
    description: c.description,
    keyPoints: c.points,
    leftColumnTitle: templateId === 'split-content' ? c.points[0]?.slice(0, 60) : undefined,
    leftColumnPoints: templateId === 'split-content' ? c.points.slice(0, half) : undefined,
    rightColumnTitle: templateId === 'split-content' ? 'After' : undefined,
    rightColumnPoints: templateId === 'split-content' ? c.points.slice(half) : undefined,
    avatarVisible: v.avatar,
    contextualImage: v.image ? { url: illustrationUrl('security'), keywords: ['security'], source: 'generated' } : null,
    ...(v.visual ? { keyVisual: { kind: 'figure' as const, text: c.title.slice(0, 40), caption: c.points.join(' ').slice(0, 120) } } : {}),
  };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
const THAI = /\p{Script=Thai}/u;
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });
/** Whether `word` may break after its first `at` characters: between two of its Thai words. */
const thaiWordBreak = (word: string, at: number) =>
  THAI.test(word.slice(at - 1, at)) && THAI.test(word.slice(at, at + 1)) && [...thaiWords.segment(word)].some((s) => s.index === at);
/** Kinsoku (decision 165): closing punctuation and small kana never start a line. */
const NO_LINE_START = /^[、。，．・：；？！）」』】〕〉》ー々ぁぃぅぇぉゃゅょっァィゥェォャュョッ,.!?:;)\]}»”’%]/u;

/**
 * The lines, read in order, are the source's words: a line ends inside a word only between CJK
 * characters, or (with a hyphen, or after "/", "-", ".") when the word is wider than the box.
 */
function expectWordsIntact(blocks: TextBlock[], source: string, what: string) {
  const words = source.trim().split(/\s+/).filter(Boolean);
  let index = 0;
  let rest = '';
  for (const block of blocks) {
    block.lines.forEach((line) => {
      const parts = line.text.split(' ').filter(Boolean);
      parts.forEach((part, k) => {
        const word = rest || (words[index] as string);
        expect(word, `${what}: "${part}" is not in the text`).toBeDefined();
        if (part === word) {
          rest = '';
          index += 1;
          return;
        }
        // A piece of a word: only at the end of a line.
        expect(k, `${what}: "${line.text}" breaks "${word}" inside a line`).toBe(parts.length - 1);
        const hyphen = part.endsWith('-') && !word.startsWith(part) ? 1 : 0;
        const head = part.slice(0, part.length - hyphen);
        expect(word.startsWith(head), `${what}: "${part}" is not the start of "${word}"`).toBe(true);
        const betweenCjk = CJK.test(head.slice(-1)) || CJK.test(word.slice(head.length, head.length + 1));
        if (!betweenCjk && !thaiWordBreak(word, head.length)) {
          const wide = measure(word, block.font) > block.rect.width;
          expect(wide, `${what}: "${word}" is broken across lines though it fits its box`).toBe(true);
        }
        rest = word.slice(head.length);
      });
    });
  }
  expect(rest, `${what}: a word is left unfinished`).toBe('');
  expect(index, `${what}: words after "${words[index - 1]}" are not shown`).toBe(words.length);
}

function expectInside(block: TextBlock, layout: SlideLayout, what: string, source: string) {
  for (const line of block.lines) {
    expect(NO_LINE_START.test(line.text), `${what}: "${line.text}" starts with closing punctuation`).toBe(false);
    // An ellipsis is only ever the text's own.
    for (const word of line.text.split(' ').filter((w) => w.includes('…'))) expect(source.includes(word), `${what}: "${line.text}" is cut`).toBe(true);
    expect(line.x, `${what}: "${line.text}" starts left of its box`).toBeGreaterThanOrEqual(block.rect.x - 0.5);
    expect(line.x + line.width, `${what}: "${line.text}" runs past its box`).toBeLessThanOrEqual(block.rect.x + block.rect.width + 0.5);
  }
  expect(block.bounds.y + block.bounds.height, `${what}: runs past its box`).toBeLessThanOrEqual(block.rect.y + block.rect.height + 0.5);
  expect(block.bounds.y + block.bounds.height, `${what}: runs into the footer`).toBeLessThanOrEqual(layout.footer.y);
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Decision 173: the designed visual's own text stays in its box, and the slide's text stays clear of it. */
function expectVisualClear(page: SlideLayout, blocks: (TextBlock | null)[], what: string) {
  const image = page.image as NonNullable<SlideLayout['image']>;
  const visual = keyVisualLayout(image.visual as NonNullable<typeof image.visual>, image.rect, measure);
  for (const block of [visual.main, visual.caption]) {
    if (!block) continue;
    for (const line of block.lines) {
      expect(line.x, `${what}: visual text "${line.text}" starts left of its box`).toBeGreaterThanOrEqual(image.rect.x);
      expect(line.x + line.width, `${what}: visual text "${line.text}" runs past its box`).toBeLessThanOrEqual(image.rect.x + image.rect.width);
    }
    expect(block.bounds.y, `${what}: visual text above its box`).toBeGreaterThanOrEqual(image.rect.y);
    expect(block.bounds.y + block.bounds.height, `${what}: visual text below its box`).toBeLessThanOrEqual(image.rect.y + image.rect.height);
  }
  for (const block of blocks) if (block) expect(overlaps(block.bounds, image.rect), `${what}: text runs into the visual`).toBe(false);
  expect(image.rect.y + image.rect.height, `${what}: the visual runs into the footer`).toBeLessThanOrEqual(page.footer.y);
}

/** Decision 188: every block set from the right edge of its box (centred ones centred), every marker right of its point. */
function expectRightToLeft(page: SlideLayout, what: string) {
  expect(page.direction, what).toBe('rtl');
  const blocks = [page.title, page.subtitle, page.quote, ...page.bullets, ...page.columns.flatMap((col) => [col.title, ...col.items])];
  for (const block of blocks) {
    if (!block) continue;
    expect(block.direction, what).toBe('rtl');
    if (block.align === 'center') continue;
    expect(block.align, what).toBe('right');
    for (const line of block.lines)
      expect(line.x + line.width, `${what}: "${line.text}" is not set from the right`).toBeCloseTo(block.rect.x + block.rect.width, 1);
  }
  for (const item of [...page.bullets, ...page.columns.flatMap((col) => col.items)]) {
    expect(item.marker.x, `${what}: a marker left of its point`).toBeGreaterThan(item.bounds.x + item.bounds.width);
  }
}

const cleanPoints = (points: string[] | undefined) => (points ?? []).map((p) => p.trim()).filter(Boolean);

function check(templateId: SlideTemplateId, aspect: AspectRatioId, c: Case, v: Variant) {
  const g = pageGeometry(pageSize(aspect));
  const slide = slideFor(templateId, c, v);
  const pages = layoutSlidePages(slide, {
    measure,
    page: pageSize(aspect),
    avatar: v.avatar,
    logo: v.logo ? { width: 400, height: 160 } : null,
    ...(c.language ? { language: c.language } : {}),
  });
  expect(pages.map((p) => [p.part, p.parts])).toEqual(pages.map((_, i) => [i, pages.length]));
  for (const [part, page] of pages.entries()) {
    const blocks = [page.title, page.subtitle, page.quote, ...page.bullets, ...page.columns.flatMap((col) => [col.title, ...col.items])];
    if (c.language?.startsWith('ar')) expectRightToLeft(page, `${c.name}, page ${part + 1}`);
    const source = [slide.title, slide.description, ...(slide.keyPoints ?? [])].join(' ');
    for (const block of blocks) if (block) expectInside(block, page, `${c.name}, page ${part + 1}`, source);
    if (page.image?.visual) expectVisualClear(page, blocks, `${c.name}, page ${part + 1}`);
    if (page.title && templateId !== 'focus-quote') {
      expectWordsIntact([page.title], part === 0 ? slide.title : continuedTitle(slide.title, c.language), 'title');
      const min = templateId === 'title-slide' ? g.titleSlide.title.minSize : g.heading.minSize;
      expect(page.title.fontSize, 'title below the minimum').toBeGreaterThanOrEqual(min);
    }
    for (const item of page.bullets) expect(item.fontSize, 'points below the minimum').toBeGreaterThanOrEqual(g.bullets.minSize);
    for (const col of page.columns)
      for (const item of col.items) expect(item.fontSize, 'column below the minimum').toBeGreaterThanOrEqual(g.columnList.minSize);
    // A card's heading is no smaller than its list's minimum (28 px where that is lower).
    for (const col of page.columns)
      if (col.title) expect(col.title.fontSize, 'card heading too small').toBeGreaterThanOrEqual(Math.max(28, g.columnList.minSize));
  }
  if (templateId === 'bullet-points') {
    const points = cleanPoints(slide.keyPoints);
    expectWordsIntact(
      pages.flatMap((p) => p.bullets),
      points.join(' '),
      'points',
    );
    expect(pages.flatMap((p) => p.bullets.filter((b) => !b.carried))).toHaveLength(points.length);
    // Spec 001 §9: no page starts more than five points.
    for (const page of pages) expect(page.bullets.filter((b) => !b.carried).length).toBeLessThanOrEqual(5);
  }
  if (templateId === 'split-content') {
    for (const side of [0, 1]) {
      const items = pages.flatMap((p) => p.columns.filter((col, i) => (col.side ?? i) === side).flatMap((col) => col.items));
      expectWordsIntact(items, cleanPoints(side === 0 ? slide.leftColumnPoints : slide.rightColumnPoints).join(' '), `column ${side + 1}`);
    }
  }
  if (templateId === 'focus-quote') {
    expectWordsIntact(
      pages.flatMap((p) => (p.quote ? [p.quote] : [])),
      cleanPoints(slide.keyPoints)[0] ?? '',
      'message',
    );
    for (const page of pages) expect(page.quote?.fontSize, 'message below the minimum').toBeGreaterThanOrEqual(g.quote.message.minSize);
  }
  if (templateId === 'title-slide' && slide.description?.trim()) {
    expectWordsIntact(
      pages.flatMap((p) => (p.subtitle ? [p.subtitle] : [])),
      slide.description,
      'subtitle',
    );
  }
  return pages;
}

describe('text fits every template in every shape (decision 165)', () => {
  for (const aspect of ASPECT_RATIO_IDS) {
    for (const templateId of SLIDE_TEMPLATE_IDS) {
      it.each(CORPUS.flatMap((c) => VARIANTS.map((v) => [`${c.name}, ${v.name}`, c, v] as const)))(`${aspect} ${templateId}: %s`, (_name, c, v) => {
        check(templateId, aspect, c, v);
      });
    }
  }

  it('sets "Security Awareness" whole on square and vertical title slides', () => {
    for (const aspect of ['1:1', '9:16'] as const) {
      const [page] = layoutSlidePages(
        { templateId: 'title-slide', title: 'Security Awareness Fundamentals for Distributed Workforces' },
        { measure, page: pageSize(aspect) },
      );
      expect(page?.title?.lines.flatMap((l) => l.text.split(' '))).toContain('Awareness');
    }
  });
});
