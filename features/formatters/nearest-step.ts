import { SummaryFormatter, type IFormatterOptions } from '@cucumber/cucumber';
import type { Envelope } from '@cucumber/messages';
import { nearestPhrase } from '../catalogue/nearest-phrase.ts';
import { readableRegex } from '../catalogue/readable-regex.ts';

/**
 * Cucumber's summary, plus, for the analyst who mistypes a step, the catalogue's nearest phrase
 * (features/STEPS.md) for each step no definition matches, instead of only Cucumber's code
 * snippet, which invites writing a new step for one that exists. It extends the summary rather
 * than sitting beside it because Cucumber prints only one formatter to the terminal.
 */

export default class SummaryWithNearestStepFormatter extends SummaryFormatter {
  constructor(options: IFormatterOptions) {
    super(options);
    const phrases: string[] = [];
    const stepTexts = new Map<string, { text: string; uri: string; line: number | undefined }>();
    const astLines = new Map<string, number>();
    const undefinedSteps = new Map<string, { text: string; where: string }>();
    options.eventBroadcaster.on('envelope', (envelope: Envelope) => {
      if (envelope.stepDefinition) {
        const { source, type } = envelope.stepDefinition.pattern;
        phrases.push(type === 'REGULAR_EXPRESSION' ? readableRegex(source) : source);
      }
      if (envelope.gherkinDocument?.feature) {
        for (const child of envelope.gherkinDocument.feature.children) {
          const steps = [...(child.scenario?.steps ?? []), ...(child.background?.steps ?? []), ...(child.rule?.children.flatMap((inner) => [...(inner.scenario?.steps ?? []), ...(inner.background?.steps ?? [])]) ?? [])];
          for (const step of steps) astLines.set(step.id, step.location.line);
        }
      }
      if (envelope.pickle) {
        const { uri } = envelope.pickle;
        for (const step of envelope.pickle.steps) stepTexts.set(step.id, { text: step.text, uri, line: astLines.get(step.astNodeIds[0] ?? '') });
      }
      if (envelope.testCase) {
        for (const testStep of envelope.testCase.testSteps) {
          const step = testStep.pickleStepId ? stepTexts.get(testStep.pickleStepId) : undefined;
          if (step && testStep.stepDefinitionIds?.length === 0) {
            const where = `${step.uri}${step.line ? `:${step.line}` : ''}`;
            undefinedSteps.set(`${where} ${step.text}`, { text: step.text, where });
          }
        }
      }
      if (envelope.testRunFinished && undefinedSteps.size > 0) {
        this.log(`\n${undefinedSteps.size} step${undefinedSteps.size > 1 ? 's match' : ' matches'} no definition. The nearest phrase of the step catalogue (features/STEPS.md):\n`);
        for (const { text, where } of undefinedSteps.values()) {
          this.log(`  ${where}\n    written:  ${text}\n    nearest:  ${nearestPhrase(text, phrases) ?? '(no steps are defined)'}\n`);
        }
      }
    });
  }
}
