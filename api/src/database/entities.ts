import { Plan } from '../plans/plan.entity';
import { DestinationHistory } from '../qrcodes/destination-history.entity';
import { QrCode } from '../qrcodes/qr-code.entity';
import { User } from '../users/user.entity';

/** Every entity the data source knows; add a new domain's entities here. */
export const entities = [User, Plan, QrCode, DestinationHistory];
