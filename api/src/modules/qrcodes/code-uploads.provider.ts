import { Global, Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { PAGE_QR_TYPES, uploadPathsIn } from '@qrpanel/contracts';
import { FilesInUse, LogosInUse } from '../uploads';
import { QrCode } from './qr-code.entity';

/** Codes read at once while their pages' files are gathered. */
const BATCH = 500;

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

/** Uploads' FilesInUse: the files the hosted pages' codes hold, read a batch at a time. */
@Injectable()
class CodePageFiles extends FilesInUse {
  constructor(@InjectRepository(QrCode) private readonly codes: Repository<QrCode>) {
    super();
  }

  async paths(): Promise<Set<string>> {
    const paths = new Set<string>();
    for (let afterId = 0; ;) {
      const rows = await this.codes
        .createQueryBuilder('c')
        .select(['c.id', 'c.data'])
        .where('c.type IN (:...types)', { types: [...PAGE_QR_TYPES] })
        .andWhere('c.id > :afterId', { afterId })
        .orderBy('c.id')
        .take(BATCH)
        .getMany();
      if (!rows.length) return paths;
      for (const row of rows) uploadPathsIn(JSON.stringify(row.data)).forEach((path) => paths.add(path));
      afterId = rows[rows.length - 1].id;
    }
  }
}

/** Global: uploads, a floor below, cleans up logos and pages' files through it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([QrCode])],
  providers: [
    { provide: LogosInUse, useClass: CodeLogos },
    { provide: FilesInUse, useClass: CodePageFiles },
  ],
  exports: [LogosInUse, FilesInUse],
})
export class CodeUploadsModule {}
