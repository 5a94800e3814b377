import { spokenWords } from '@lectern/core';
import { analyseSentence } from '../../nlp';
import { joinList } from '../text-shaping';

/** Verbs a learning objective opens on ("name", "explain", "describe"…): read as what the viewer will learn to do. */
const OBJECTIVE_VERB =
  /^(?:name|list|explain|describe|identify|define|state|outline|compare|apply|use|calculate|recogni[sz]e|understand|know|demonstrate|evaluate|analy[sz]e|discuss|give|recall|write|draw|label|interpret|summari[sz]e|distinguish|classify|predict|choose|plan|carry|read|create|set|follow|spot|report|handle|find|tell|say|work|measure|match|sort|show|complete|prepare|check|order|solve|make|build|design|test)\b/i;

const opensOnVerb = (item: string) => {
  if (OBJECTIVE_VERB.test(item)) return true;
  const first = analyseSentence(item.toLowerCase()).find((t) => t.pos !== 'PUNCT');
  return !!first && first.pos === 'VERB' && first.text.toLowerCase() === first.lemma;
};

/**
 * Course material's learning objectives said as the video's promise (decision 217): "In this video, you
 * will learn to name the four main stages of the water cycle, explain why… and describe how clouds form."
 * Objectives that are things rather than skills ("the causes of inflation") are learnt about. Never an
 * order to the viewer: the objectives are what the lesson gives, not a task. As many as the opening's
 * `room` (in spoken words) holds, from the first: the slides teach the others all the same.
 */
export function objectivesLine(objectives: string[], room = Number.POSITIVE_INFINITY): string | null {
  const items = objectives.map((o) => o.trim().replace(/[.;,]+$/, '')).filter(Boolean);
  for (let n = items.length; n >= 1; n--) {
    const kept = items.slice(0, n);
    const skills = kept.filter(opensOnVerb);
    const topics = kept.filter((o) => !opensOnVerb(o));
    const parts = [skills.length ? `to ${joinList(skills)}` : '', topics.length ? `about ${joinList(topics)}` : ''].filter(Boolean);
    const line = `In this video, you will learn ${parts.join(', and ')}.`;
    if (spokenWords(line) <= room) return line;
  }
  return null;
}
