import { quizScript, slideQuizSchema } from '@lectern/core';
import type { ScriptsInput, TextGenerator } from './text-generator';

/**
 * Every provider's scripts with a quiz slide's narration written from its quiz (issue 22 item 1,
 * decision 175): the question, the answers read out, the pause, then the answer and explanation.
 * Written here once, so the answer said is always the quiz's own and the pause is always marked.
 */
export function withQuizNarration(generator: TextGenerator): TextGenerator {
  return {
    provider: generator.provider,
    analyze: (input) => generator.analyze(input),
    outline: (input) => generator.outline(input),
    keyword: (input) => generator.keyword(input),
    translate: (input) => generator.translate(input),
    async scripts(input) {
      const result = await generator.scripts(input);
      return { ...result, scripts: result.scripts.map((s) => ({ ...s, script: quizNarrationFor(input, s.slideId) ?? s.script })) };
    },
  };
}

function quizNarrationFor(input: ScriptsInput, slideId: string): string | null {
  const quiz = slideQuizSchema.safeParse(input.slides.find((s) => s.id === slideId)?.quiz);
  return quiz.success ? quizScript(quiz.data) : null;
}
