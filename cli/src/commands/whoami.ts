import { connectSession, globalOptions, parseOptions, printResult } from '@speechdeck/core/cli';
import { Command } from 'commander';

export const whoami = new Command('whoami')
  .description('show who you are logged in as, asking the host (GET /user/me)')
  .action(async (_options, command: Command) => {
    const options = parseOptions(globalOptions, command);
    const { host, me } = await connectSession({ json: options.json });
    const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
    const role = me.roles.map((r) => r.name).join(', ');
    const result = { id: me.id, name, firstName: me.firstName, lastName: me.lastName, email: me.email, role, server: host.server };
    printResult(options.json, result, () => [`Name:    ${name}`, `E-mail:  ${me.email}`, `Role:    ${role}`, `Server:  ${host.server}`]);
  });
