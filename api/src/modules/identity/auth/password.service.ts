import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane). */
@Injectable()
export class PasswordService {
  private readonly options: argon2.HashOptions = {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  };
  // Verified against when the email is unknown, so a miss takes as long as a wrong password.
  private readonly decoy = argon2.hash('decoy-password-never-matches', this.options);

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      const matches = await argon2.verify(hash ?? (await this.decoy), password);
      return hash !== undefined && matches;
    } catch {
      return false;
    }
  }
}
