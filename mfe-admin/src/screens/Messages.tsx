import { PageTitle } from '@qrpanel/web';

/** /admin/messages: the screen is being built; the route and title are in place. */
export default function Messages() {
  return <PageTitle title="Messages" />;
}
