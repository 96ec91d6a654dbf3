// Every test ends with a pause for the worker's event loop (see yieldToEventLoop): a file of
// long synchronous tests would otherwise never let vitest's worker read its runner's answers.
import { afterEach } from 'vitest';
import { yieldToEventLoop } from './common.js';

afterEach(yieldToEventLoop);
