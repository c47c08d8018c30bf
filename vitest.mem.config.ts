import base from './vitest.config.ts';
import { mergeConfig } from 'vitest/config';
export default mergeConfig(base, { test: { execArgv: (process.env.XARGS ?? '').split(' ').filter(Boolean) } });
