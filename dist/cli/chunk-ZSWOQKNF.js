import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
