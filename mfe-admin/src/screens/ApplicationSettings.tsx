import { PageTitle } from '@qrpanel/web';

/** /settings: the screen is being built; the route and title are in place. */
export default function ApplicationSettings() {
  return <PageTitle title="Application Settings" />;
}
