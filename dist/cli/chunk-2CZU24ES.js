import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  require_undici
} from "./chunk-TY3C5DFE.js";
import "./chunk-42UX2N3C.js";
export default require_undici();
