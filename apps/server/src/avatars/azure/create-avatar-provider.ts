import type { Env } from '../../config/env';
import { type AvatarClips, type AvatarClipsRequest, type AvatarStateListener, type AzureAvatarConfig, synthesizeAvatarClips } from './azure-avatar-client';

/** The Azure presenter as the render uses it; absent (null) when the offline presenter draws instead. */
export interface AzureAvatarProvider {
  readonly id: 'azure';
  readonly config: AzureAvatarConfig;
  synthesize(request: AvatarClipsRequest, dir: string, signal: AbortSignal, onState?: AvatarStateListener): Promise<AvatarClips>;
}

type AvatarEnv = Pick<Env, 'AVATAR_PROVIDER' | 'AZURE_SPEECH_KEY' | 'AZURE_SPEECH_REGION' | 'AZURE_AVATAR_ENDPOINT'>;

/** AVATAR_PROVIDER=azure with the Speech key and region (checked at start-up by env.ts); null for `offline`. */
export function azureAvatarConfig(env: AvatarEnv): AzureAvatarConfig | null {
  if (env.AVATAR_PROVIDER !== 'azure' || !env.AZURE_SPEECH_KEY) return null;
  return { key: env.AZURE_SPEECH_KEY, region: env.AZURE_SPEECH_REGION ?? '', endpoint: env.AZURE_AVATAR_ENDPOINT };
}

export function createAvatarProvider(env: AvatarEnv, overrides: Partial<AzureAvatarConfig> = {}): AzureAvatarProvider | null {
  const base = azureAvatarConfig(env);
  if (!base) return null;
  const config = { ...base, ...overrides };
  return { id: 'azure', config, synthesize: (request, dir, signal, onState) => synthesizeAvatarClips(config, request, dir, signal, onState) };
}
