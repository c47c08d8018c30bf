import base from './vitest.config.ts';
import { mergeConfig } from 'vitest/config';
export default mergeConfig(base, { test: { execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/cpuprof'] } });
