// The second stage of the first route's evaluation: the SDK and the statecharts (with valibot
// and XState), then the next task; the shell and the first screen (with styled-components) and
// the assembly are evaluated in the task after it. In one task, all of it was the longest of
// /home's start after React's (93 ms unthrottled in a Lighthouse trace on this machine, about
// 4× that on a slow phone). This module is imported for that alone: what main.tsx uses of the
// statecharts it imports from src/app/assemble.ts. tests/unit/budget.test.ts checks that the
// built chunk keeps this order.
import '@pameran/sdk';
import '../../machines';
import { nextTask } from './nextTask';

await nextTask();
