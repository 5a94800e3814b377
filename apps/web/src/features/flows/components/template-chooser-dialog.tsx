import { SLIDE_TEMPLATE_IDS, SLIDE_TEMPLATES, type SlideTemplateId } from '@lectern/core';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

interface TemplateChooserDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (templateId: SlideTemplateId) => void;
}

/** Spec 001 §2 outline: "Choose Slide Template" with Cancel and Add Slide. */
export function TemplateChooserDialog({ open, onClose, onChoose }: TemplateChooserDialogProps) {
  const [chosen, setChosen] = useState<SlideTemplateId>('bullet-points');
  const name = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose Slide Template"
      description="The new slide is added after the current one."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onChoose(chosen)}>Add Slide</Button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">Slide template</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SLIDE_TEMPLATE_IDS.map((id) => {
            const t = SLIDE_TEMPLATES[id];
            return (
              <label
                key={id}
                className={`block cursor-pointer rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                  chosen === id ? 'border-brand bg-brand-soft' : 'border-line hover:border-brand/50'
                }`}
              >
                <input type="radio" name={name} value={id} checked={chosen === id} onChange={() => setChosen(id)} className="sr-only" />
                <span className="block text-sm font-semibold text-ink">{t.name}</span>
                <span className="mt-1 block text-xs text-ink-muted">{t.description}</span>
                <span className="mt-2 block text-xs text-ink-subtle">{t.fixedDuration} seconds</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Dialog>
  );
}
