import { Global, Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { PlanNames } from '../../identity';
import { Plan } from './plan.entity';

/** Identity's PlanNames, read from the plans table (archived plans keep their names). */
@Injectable()
class PlanNamesFromPlans extends PlanNames {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {
    super();
  }

  async of(planIds: readonly number[]): Promise<Map<number, string>> {
    const plans = await this.plans.find({
      select: { id: true, name: true },
      where: { id: In([...planIds]) },
    });
    return new Map(plans.map((plan) => [plan.id, plan.name]));
  }
}

/** Global: identity, a floor below, shows each user's plan name through it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Plan])],
  providers: [{ provide: PlanNames, useClass: PlanNamesFromPlans }],
  exports: [PlanNames],
})
export class PlanNamesModule {}
