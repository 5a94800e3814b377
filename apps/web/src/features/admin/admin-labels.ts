import type { AdminUser, VideoType } from '@lectern/core';

export const TYPE_TITLE: Record<VideoType, string> = { avatar: 'Avatar', non_avatar: 'Non-Avatar' };

/** The name toasts use for a user (docs/api/allowance.md: nickname, else email). */
export const userLabel = (user: Pick<AdminUser, 'username' | 'email'>) => user.username?.trim() || user.email;
