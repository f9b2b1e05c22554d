import '../i18n';
import type { PublicPlanDto } from '@qrpanel/contracts';
import {
  Alert,
  ErrorState,
  errorMessage,
  LoadingState,
  PageTitle,
  SimpleGrid,
  useTranslation,
} from '@qrpanel/web';
import { useState } from 'react';
import { useCheckout } from '../checkout/use-checkout';
import { CheckoutDialog } from '../pricing/CheckoutDialog';
import { enabledGateways, initialGateway } from '../pricing/gateways';
import { ManualInstructions } from '../pricing/ManualInstructions';
import { NoPlans } from '../pricing/NoPlans';
import { PlanCard } from '../pricing/PlanCard';
import { usePricingData } from '../pricing/use-pricing-data';

/**
 * /pricing: the active plans, the plan of the workspace the user works in marked, and the
 * checkout dialog; members who are not its owners see why they cannot choose.
 */
export default function Pricing() {
  const { t } = useTranslation('billing');
  const data = usePricingData();
  const [chosen, setChosen] = useState<PublicPlanDto | null>(null);
  const checkout = useCheckout(data.settings?.app_name ?? '', () => setChosen(null));

  if (checkout.manual)
    return (
      <>
        <PageTitle title={t('pricing.title')} />
        <ManualInstructions answer={checkout.manual} onBack={checkout.dismissManual} />
      </>
    );

  const gateways = data.settings ? enabledGateways(data.settings) : [];
  return (
    <>
      <PageTitle title={t('pricing.title')} />
      {data.isPending ? <LoadingState text={t('pricing.loading')} /> : null}
      {data.error ? (
        <ErrorState message={errorMessage(data.error, t('pricing.loadFailed'))} onRetry={data.retry} />
      ) : null}
      {data.plans && !data.mayChoose ? (
        <Alert color="blue" mb="lg" data-testid="owners-pay">
          {t('pricing.ownersOnly')}
        </Alert>
      ) : null}
      {data.plans && data.plans.length === 0 ? <NoPlans contactEmail={data.settings?.contact_email} /> : null}
      {data.plans?.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {data.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === data.currentPlanId}
              mayChoose={data.mayChoose}
              onChoose={setChosen}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <CheckoutDialog
        plan={chosen}
        gateways={gateways}
        initialGateway={data.settings ? initialGateway(gateways, data.settings) : null}
        busy={checkout.busy}
        onProceed={(plan, gateway) => void checkout.start(plan, gateway)}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
