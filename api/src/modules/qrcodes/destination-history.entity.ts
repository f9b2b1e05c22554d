import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { QrCode } from './qr-code.entity';

/** A url code's earlier destination, written each time the destination changes. */
@Entity('qr_destination_history')
export class DestinationHistory {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_qr_destination_history_qr_code_id')
  @Column({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  /** Deleting a code deletes its history. */
  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_qr_destination_history_qr_code_id' })
  qrCode?: Relation<QrCode>;

  @Column({ name: 'previous_destination', type: 'varchar', length: 2048 })
  previousDestination: string;

  @CreateDateColumn({ name: 'changed_at', type: 'datetime' })
  changedAt: Date;
}
