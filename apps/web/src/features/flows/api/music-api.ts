import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/music/tracks: the background music that ships with Lectern (core MUSIC_TRACKS, issue 14). */
const musicTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  mood: z.string().catch(''),
  licence: z.string().catch(''),
  durationSeconds: z.number().nullable().catch(null),
});
export type MusicTrack = z.infer<typeof musicTrackSchema>;

// The server answers { tracks }; a bare list is read too, anything else is an empty list.
const tracksResponseSchema = z.union([z.array(musicTrackSchema), z.object({ tracks: z.array(musicTrackSchema) }).transform((r) => r.tracks)]).catch([]);

export const musicTrackAudioUrl = (id: string) => `/api/music/tracks/${encodeURIComponent(id)}/audio`;

export const useMusicTracks = () =>
  useQuery({
    queryKey: ['music', 'tracks'],
    queryFn: () => api<unknown>('/api/music/tracks').then((r) => tracksResponseSchema.parse(r)),
    staleTime: Number.POSITIVE_INFINITY,
  });

const uploadedMusicSchema = z.object({ key: z.string().min(1), name: z.string(), durationSeconds: z.number().nullable().catch(null) });
export type UploadedMusic = z.infer<typeof uploadedMusicSchema>;

/** POST /api/projects/:id/music (multipart `file`): the server checks the bytes and size and answers the stored key, or { error }. */
export async function uploadMusic(projectId: string, file: File): Promise<UploadedMusic> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api<unknown>(`/api/projects/${projectId}/music`, { method: 'POST', body: form });
  return uploadedMusicSchema.parse(answer);
}
