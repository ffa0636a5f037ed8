import type { Command } from 'commander';
import { brokerCredentials, checkBrokerInput, withBrokerUrl } from '../lib/broker-connection.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';
import { jsonDocuments, runPactBroker } from '../lib/pact-broker.ts';
import { pacticipantOption } from '../lib/pacticipants.ts';

interface RecordOptions {
  brokerUrl: string;
  pacticipant: string[];
  appVersion: string;
  environment: string;
  applicationInstance?: string;
  dryRun?: boolean;
  json?: boolean;
}

interface Kind {
  name: 'record-deployment' | 'record-release';
  description: string;
  /** What the broker is told, for --dry-run. */
  would: (options: RecordOptions, pacticipant: string) => string;
  examples: string[];
}

const KINDS: Kind[] = [
  {
    name: 'record-deployment',
    description: 'tell the broker a version now runs in an environment (it replaces the version deployed there before): can-i-deploy and the providers\' selectors ({"deployedOrReleased":true}) rely on it',
    would: (options, pacticipant) =>
      `record that ${pacticipant} ${options.appVersion} is deployed to ${options.environment}${options.applicationInstance ? ` (instance ${options.applicationInstance})` : ''}, ending the deployment of the version there before`,
    examples: ['npx title-cli broker record-deployment --app-version "$GIT_SHA" --environment production', 'npx title-cli broker record-deployment --pacticipant TitleTrackApi --pacticipant TitleTrackApiEvents --app-version "$GIT_SHA" --environment production --dry-run'],
  },
  {
    name: 'record-release',
    description: 'tell the broker a version was released to an environment, beside the versions released before (for software customers install, not one that replaces the last)',
    would: (options, pacticipant) => `record that ${pacticipant} ${options.appVersion} is released to ${options.environment}, beside the versions released there before`,
    examples: ['npx title-cli broker record-release --app-version 1.4.0 --environment production'],
  },
];

/** `broker record-deployment` and `broker record-release`, through pact-broker's own commands. */
export function registerBrokerRecords(broker: Command, docs: string[]): void {
  for (const kind of KINDS) {
    const command = broker
      .command(kind.name)
      .description(kind.description)
      .addOption(pacticipantOption(kind.name === 'record-deployment' ? 'the application deployed' : 'the application released'))
      .requiredOption('--app-version <version>', "the application's version, e.g. the git commit (--version is title-cli's own)")
      .requiredOption('--environment <environment>', 'the environment, as the broker names it (e.g. production, test)');
    if (kind.name === 'record-deployment') command.option('--application-instance <name>', 'which of several instances in the environment (e.g. blue, green)');
    withBrokerUrl(command)
      .option('--dry-run', 'say what the broker would be told, send nothing')
      .option('--json', "print the broker's answers as JSON")
      .addHelpText('after', helpFooter(kind.examples, docs))
      .action(async (options: RecordOptions) => {
        const credentials = await brokerCredentials(command);
        await checkBrokerInput(options.brokerUrl, {
          '--pacticipant': options.pacticipant,
          '--app-version': options.appVersion,
          '--environment': options.environment,
          '--application-instance': options.applicationInstance,
        });
        if (options.dryRun) {
          if (options.json) printJson({ dryRun: true, brokerUrl: options.brokerUrl, [kind.name]: options.pacticipant.map((pacticipant) => ({ pacticipant, version: options.appVersion, environment: options.environment })) });
          else for (const pacticipant of options.pacticipant) console.log(`Dry run: would ${kind.would(options, pacticipant)}. Nothing was sent.`);
          return;
        }
        const answers: unknown[] = [];
        // One pacticipant at a time (pact-broker records one), stopping at the first refusal.
        for (const pacticipant of options.pacticipant) {
          const args = [kind.name, '--pacticipant', pacticipant, '--version', options.appVersion, '--environment', options.environment];
          if (options.applicationInstance) args.push('--application-instance', options.applicationInstance);
          args.push('--broker-base-url', options.brokerUrl, ...(options.json ? ['--output', 'json'] : []));
          const { code, stdout } = await runPactBroker(args, { json: options.json, credentials });
          if (code !== 0) {
            throw new CliError(`pact-broker ${kind.name} failed for ${pacticipant} ${options.appVersion} (exit ${code}): is that version known to the broker (published or verified), and the environment "${options.environment}"?`, EXIT.failure);
          }
          answers.push(...jsonDocuments(stdout));
        }
        if (options.json) printJson(answers);
      });
  }
}
