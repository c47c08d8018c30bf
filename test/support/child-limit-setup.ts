// vitest setup file: each test's clock for the children it starts (child-limit.ts).
import { beforeEach } from 'vitest';
import { startTestClock } from './child-limit.js';

beforeEach((context) => {
  startTestClock(context.task.timeout);
});
