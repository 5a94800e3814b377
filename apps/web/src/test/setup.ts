import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a step that takes a
// few renders and a mocked request can need longer. Failures still fail, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
