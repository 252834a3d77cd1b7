import type { LiveAccess } from './access.ts';
import type { Broker, LiveConnection } from './broker.ts';

/**
 * A token is checked at CONNECT only; this round, run on a timer, ends the signed-in connections of
 * this node whose token was revoked or expired, or whose account was removed or changed role since.
 * One query per round for every connection; a round never overlaps the previous one.
 */
export class Recheck {
  private running: Promise<void> | undefined;

  constructor(
    private readonly broker: Broker,
    private readonly access: LiveAccess,
    private readonly onError: (error: unknown) => void,
  ) {}

  run(): Promise<void> {
    this.running ??= this.round()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Resolves once no round is in progress. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async round() {
    const signedIn: LiveConnection[] = [];
    for (const connection of this.broker.sessions) if (connection.principal) signedIn.push(connection);
    if (signedIn.length === 0) return;
    // A database that cannot answer keeps connections open: the next round decides.
    const reasons = await this.access.withdrawn(signedIn.map((connection) => connection.principal!));
    signedIn.forEach((connection, i) => {
      const reason = reasons[i];
      if (reason) connection.withdraw(reason);
    });
  }
}
