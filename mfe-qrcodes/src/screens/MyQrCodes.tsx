import { PageTitle, Text, useCurrentUser } from '@qrpanel/web';

/** /my-qrcodes: the screen is being built; the route, title and session are in place. */
export default function MyQrCodes() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="My QR Codes" />
      <Text data-testid="signed-in-as">Signed in as {user?.email}</Text>
    </>
  );
}
