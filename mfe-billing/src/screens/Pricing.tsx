import { PageTitle } from '@qrpanel/web';

/** /pricing: the screen is being built; the route and title are in place. */
export default function Pricing() {
  return <PageTitle title="Choose Your Plan" />;
}
