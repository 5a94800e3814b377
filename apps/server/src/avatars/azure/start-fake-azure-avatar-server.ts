import { type FakeAzureAvatarOptions, startFakeAzureAvatarServer } from './fake-azure-avatar-server';

/**
 * Runs the local Azure batch avatar server on its own, for browser journeys:
 * `npx tsx apps/server/src/avatars/azure/start-fake-azure-avatar-server.ts 4599 '{"notStartedPolls":1}'`
 * (port, then options as JSON), with the API started on
 * `AVATAR_PROVIDER=azure AZURE_SPEECH_KEY=fake-azure-key AZURE_AVATAR_ENDPOINT=http://127.0.0.1:4599`.
 * A journey changes the behaviour on the way with `POST /__fake/options` (e.g. `{"missingResults":1}`).
 */
const port = Number(process.argv[2] ?? 4599);
const options = JSON.parse(process.argv[3] ?? '{}') as FakeAzureAvatarOptions;
const fake = await startFakeAzureAvatarServer(options, port);
console.log(`Fake Azure avatar service at ${fake.url} (key ${fake.key})`);
const stop = () => {
  fake.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
