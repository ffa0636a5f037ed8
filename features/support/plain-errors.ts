import { stripVTControlCharacters } from 'node:util';
import { setDefinitionFunctionWrapper } from '@cucumber/cucumber';

/**
 * A failing step's message without terminal colour codes. Playwright colours its assertion
 * messages when the run has a terminal, and Cucumber writes the same message into the HTML report
 * (reports/cucumber.html), where the codes showed as "[2mexpect([22m…" in front of every analyst.
 * Every step and hook is wrapped: the error is thrown on unchanged but for its text.
 */
setDefinitionFunctionWrapper((step: (...args: unknown[]) => unknown) => {
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    try {
      return await step.apply(this, args);
    } catch (error) {
      if (error instanceof Error) {
        error.message = stripVTControlCharacters(error.message);
        if (error.stack) error.stack = stripVTControlCharacters(error.stack);
      }
      throw error;
    }
  };
  // Cucumber counts a step function's parameters to match them with the step's values.
  Object.defineProperty(wrapped, 'length', { value: step.length });
  return wrapped;
});
