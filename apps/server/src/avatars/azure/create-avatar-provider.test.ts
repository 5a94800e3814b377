import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { azureAvatarConfig, createAvatarProvider } from './create-avatar-provider';

describe('avatar provider from the environment', () => {
  it('draws presenters offline by default', () => {
    const env = loadEnv({ AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' });
    expect(env.AVATAR_PROVIDER).toBe('offline');
    expect(createAvatarProvider(env)).toBeNull();
  });

  it('uses the Speech key and region for Azure, with an optional endpoint', () => {
    const env = loadEnv({ AVATAR_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' });
    expect(azureAvatarConfig(env)).toEqual({ key: 'k', region: 'westeurope', endpoint: undefined });
    expect(createAvatarProvider(env)?.id).toBe('azure');
    const local = loadEnv({ AVATAR_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_AVATAR_ENDPOINT: 'http://127.0.0.1:4599' });
    expect(azureAvatarConfig(local)).toMatchObject({ endpoint: 'http://127.0.0.1:4599' });
  });

  it('stops start-up naming what AVATAR_PROVIDER=azure lacks', () => {
    expect(() => loadEnv({ AVATAR_PROVIDER: 'azure' })).toThrowError(
      'Invalid configuration: AZURE_SPEECH_KEY is required when AVATAR_PROVIDER=azure; AZURE_SPEECH_REGION is required when AVATAR_PROVIDER=azure (or set AZURE_AVATAR_ENDPOINT)',
    );
    expect(() => loadEnv({ AVATAR_PROVIDER: 'cloud' })).toThrowError(/^Invalid configuration: AVATAR_PROVIDER /);
    expect(() => loadEnv({ AVATAR_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'west europe/x' })).toThrowError(
      'Invalid configuration: AZURE_SPEECH_REGION must be a region name such as westeurope',
    );
    expect(() => loadEnv({ AVATAR_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_AVATAR_ENDPOINT: 'ftp://x' })).toThrowError(/AZURE_AVATAR_ENDPOINT/);
  });
});
