// Entry of the process that reads one uploaded document (extract-isolated.ts starts it). The
// reader is TypeScript; tsx compiles it here because this process is not started with its loader.
import { tsImport } from 'tsx/esm/api';

await tsImport('./extract-child.ts', import.meta.url);
