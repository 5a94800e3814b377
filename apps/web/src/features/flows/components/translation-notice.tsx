import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { languageName, type useSlideTranslation } from '../hooks/use-slide-translation';

/**
 * Why the slides stay English for a non-English target (decision 141): no translation provider,
 * language conversion off or used up, or a failed translation (spec 001 §4: the original is kept).
 */
export function TranslationNotice({ translation, language }: { translation: ReturnType<typeof useSlideTranslation>; language: string }) {
  if (!translation.wanted || translation.view) return null;
  const name = languageName(language);
  if (translation.blocker) {
    return (
      <Alert tone="info" title="Slides and narration stay in English">
        {translation.blocker} The video is made from the English slides, read by the {name} voice you chose.
      </Alert>
    );
  }
  if (translation.error) {
    return (
      <Alert
        tone="warning"
        title={`Your slides were not translated into ${name}`}
        action={
          <Button size="sm" variant="secondary" onClick={() => void translation.ensure(true)} busy={translation.translating} busyLabel="Translating...">
            Try again
          </Button>
        }
      >
        {translation.error} The slides stay in English.
      </Alert>
    );
  }
  return null;
}
