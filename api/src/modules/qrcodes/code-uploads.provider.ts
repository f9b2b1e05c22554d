import { Global, Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { LogosInUse } from '../uploads';
import { QrCode } from './qr-code.entity';

/** Uploads' LogosInUse: the logos of the codes. */
@Injectable()
class CodeLogos extends LogosInUse {
  constructor(@InjectRepository(QrCode) private readonly codes: Repository<QrCode>) {
    super();
  }

  async paths(): Promise<string[]> {
    const rows = await this.codes.find({ select: { logoPath: true }, where: { logoPath: Not(IsNull()) } });
    return rows.map((row) => row.logoPath!);
  }
}

/** Global: uploads, a floor below, cleans up logos through it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([QrCode])],
  providers: [{ provide: LogosInUse, useClass: CodeLogos }],
  exports: [LogosInUse],
})
export class CodeLogosModule {}
