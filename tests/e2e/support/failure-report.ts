/**
 * Vitest setup file of the e2e project: when a test fails, add what its browser
 * pages reported (console errors, page errors, failed requests) and the
 * machine's spare room to the failure, so a timeout in CI says why the page
 * never showed what the test waited for. It goes into the error's message, not
 * a log line, because that is what the summary at the end of a run repeats.
 */
import { beforeEach } from "vitest";
import { browserEvents } from "./browser";
import { machineState } from "./machine-state";

/** The newest events only: the summary of a run with many failures stays readable. */
const EVENTS_PER_FAILURE = 12;

beforeEach(({ onTestFailed }) => {
  browserEvents.clear();
  onTestFailed(({ task }) => {
    const report = [...browserEvents.report(EVENTS_PER_FAILURE), `Machine: ${machineState()}`].join(
      "\n",
    );
    const error = task.result?.errors?.[0];
    if (error) error.message = `${error.message}\n\n${report}`;
    else console.error(report);
  });
});
