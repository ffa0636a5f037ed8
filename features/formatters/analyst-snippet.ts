/** What Cucumber gives a snippet syntax (its ISnippetSyntaxBuildOptions, which the package does not export). */
interface SnippetBuildOptions {
  generatedExpressions: readonly { source: string }[];
}

/**
 * What Cucumber says under a line that no step matches. Its default is a TypeScript function to
 * paste into the steps, which invites an analyst to write a new step for one that exists under
 * other words; instead it points to the catalogue and to the nearest phrase, which the summary
 * (nearest-step.ts) prints at the end of the run. A developer adding a step writes it by hand, with
 * its doc comment, as the catalogue requires.
 */
export default class AnalystSnippetSyntax {
  build({ generatedExpressions }: SnippetBuildOptions): string {
    const written = generatedExpressions[0]?.source ?? 'this line';
    return [
      `No step is written "${written}".`,
      'The nearest phrase of the step catalogue is shown at the end of the run; every phrase is in features/STEPS.md.',
    ].join('\n');
  }
}
