import { OTHER, PROFILE_MESSAGES, type Profile, profileSaveFailed, ROLES, TEAM_SIZES } from '@lectern/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField, TextField } from '@/components/field';
import { useToast } from '@/components/toaster';
import { useUpdateProfile } from '../api/profile-api';
import { formToUpdate, type ProfileFormErrors, profileToForm } from '../profile-form';

/** Spec 000 §2 "Profile" and §4 "Profile edit": view mode, edit mode, then save or cancel. */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(() => profileToForm(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const update = useUpdateProfile();
  const toast = useToast();
  const root = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  // Keep keyboard focus where the user is when switching modes.
  useEffect(() => {
    if (editing) root.current?.querySelector<HTMLElement>('form input')?.focus();
    else if (wasEditing.current) root.current?.querySelector<HTMLElement>('[data-edit-toggle]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const startEditing = () => {
    setForm(profileToForm(profile));
    setErrors({});
    setEditing(true);
  };

  // Spec 000 §4: cancel resets the fields.
  const cancel = () => {
    setForm(profileToForm(profile));
    setErrors({});
    setEditing(false);
  };

  const change = (next: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = formToUpdate(form, profile);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    try {
      await update.mutateAsync(result.update);
      toast.success(PROFILE_MESSAGES.saved);
      setEditing(false);
    } catch (error) {
      toast.error(profileSaveFailed((error as Error).message));
    }
  };

  return (
    <div ref={root}>
      <Card>
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h2 id="profile-details-title" className="text-base font-semibold text-ink">
              Account details
            </h2>
            <p className="text-sm text-ink-muted">How you appear in Lectern and what you use it for.</p>
          </div>
          {!editing && (
            <Button data-edit-toggle="" variant="secondary" size="sm" onClick={startEditing}>
              Edit
            </Button>
          )}
        </div>

        {editing ? (
          <form onSubmit={submit} noValidate aria-labelledby="profile-details-title" className="space-y-4 px-5 py-5 sm:px-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label="Nickname"
                value={form.nickname}
                onChange={(e) => change({ nickname: e.target.value })}
                error={errors.nickname}
                maxLength={80}
                autoComplete="nickname"
                required
              />
              <SelectField
                label="Job role"
                value={form.role}
                onChange={(e) => change({ role: e.target.value })}
                options={ROLES}
                placeholder="Select a role"
                error={errors.role && form.role !== OTHER ? errors.role : null}
                required
              />
              {form.role === OTHER && (
                <TextField
                  label="Please specify your role"
                  value={form.otherRole}
                  onChange={(e) => change({ otherRole: e.target.value })}
                  error={errors.role}
                  maxLength={60}
                  className="sm:col-span-2"
                />
              )}
              <SelectField
                label="Team size"
                value={form.teamSize}
                onChange={(e) => change({ teamSize: e.target.value })}
                options={TEAM_SIZES}
                placeholder="Select team size"
              />
              <TextField label="Email" type="email" value={profile.email} disabled readOnly hint={PROFILE_MESSAGES.emailReadOnly} />
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" busy={update.isPending} busyLabel="Saving...">
                Save
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
            <Detail label="Nickname" value={profile.username} />
            <Detail label="Job role" value={profile.role?.[0]} />
            <Detail label="Team size" value={profile.team_size} />
            <Detail label="Email" value={profile.email} note={PROFILE_MESSAGES.emailReadOnly} />
          </dl>
        )}
      </Card>
    </div>
  );
}

function Detail({ label, value, note }: { label: string; value: string | null | undefined; note?: string }) {
  return (
    <div className="min-w-0">
      {/* Same label style as the Video Allowance card below it on the profile page. */}
      <dt className="text-xs text-ink-subtle">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-ink">{value || <span className="text-ink-subtle">Not set</span>}</dd>
      {note && <dd className="mt-0.5 text-xs text-ink-subtle">{note}</dd>}
    </div>
  );
}
