// The outline's stages live in outline/; the narration writer reads these from here until it moves to narration/.
export { QUIZ_ANSWER_CUE } from './outline/quiz-slide';
export { isRuleSentence, opensOnSubject } from './outline/sentence-kinds';
