import {
  api,
  ApiError,
  Center,
  dataOf,
  type ApiSchemas,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PasswordGate } from './PasswordGate';
import { EmailCard, PhoneCard, SmsCard, TextCard, VCardCard, WifiCard } from './ContentCards';
import { redirectData, safeDestination, text, uuidFromPath } from './redirect-result';

export const REDIRECT_TEXTS = {
  noUuid: 'QR Code UUID not provided.',
  loading: 'Fetching QR code information...',
  redirecting: 'Redirecting...',
  invalidUrl: 'Invalid or missing destination URL for URL type.',
  contactOwner: 'Please contact the QR code owner for more information.',
  issue: 'There was an issue with this QR code.',
  processing: 'Processing QR Code...',
} as const;

/** Phone-first: on a phone's width the card keeps its padding small, leaving the content room. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md" w="100%" maw={480}>
        {children}
      </Paper>
    </Center>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" ta="center" align="center">
      <Title order={1} fz={22}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /qr-redirect/{uuid}: forwards to a url code's destination or shows the code's content. */
export function RedirectScreen() {
  const uuid = uuidFromPath(useParams()['*']);
  return (
    <Frame>
      {uuid ? <RedirectContent uuid={uuid} /> : <Notice title="QR Code">{REDIRECT_TEXTS.noUuid}</Notice>}
    </Frame>
  );
}

function RedirectContent({ uuid }: { uuid: string }) {
  const query = useQuery({
    queryKey: ['qr-redirect', uuid],
    queryFn: () => dataOf(api.GET('/api/qrcodes/redirect/{uuid}', { params: { path: { uuid } } })),
    retry: false,
    staleTime: Infinity,
  });
  if (query.isPending) {
    return (
      <Notice title="QR Code">
        <Loader aria-hidden />
        <Text role="status">{REDIRECT_TEXTS.loading}</Text>
      </Notice>
    );
  }
  if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.message : String(query.error);
    return (
      <Notice title="QR Code">
        <Text role="alert">An error occurred: {message}</Text>
      </Notice>
    );
  }
  return <ResultView result={query.data} uuid={uuid} />;
}

function ResultView({ result: first, uuid }: { result: ApiSchemas['RedirectResultDto']; uuid: string }) {
  // A protected code's answer is replaced by what its password opens.
  const [unlocked, setUnlocked] = useState<ApiSchemas['RedirectResultDto'] | null>(null);
  const result = unlocked ?? first;
  const data = redirectData(result);
  switch (result.type) {
    case 'password':
      return <PasswordGate uuid={uuid} label={text(data, 'label')} onUnlocked={setUnlocked} />;
    case 'url':
      return <UrlRedirect url={text(data, 'url')} />;
    case 'text':
      return <TextCard data={data} />;
    case 'email':
      return <EmailCard data={data} />;
    case 'phone':
      return <PhoneCard data={data} />;
    case 'sms':
      return <SmsCard data={data} />;
    case 'vcard':
      return <VCardCard data={data} />;
    case 'wifi':
      return <WifiCard data={data} />;
    case 'inactive':
      return (
        <Notice title="QR Code Inactive">
          <Text>{text(data, 'message')}</Text>
          <Text c="dimmed">{REDIRECT_TEXTS.contactOwner}</Text>
        </Notice>
      );
    case 'error':
      return (
        <Notice title="QR Code Error">
          <Text role="alert">Error: {text(data, 'message')}</Text>
          <Text c="dimmed">{REDIRECT_TEXTS.issue}</Text>
        </Notice>
      );
    default:
      return (
        <Notice title="QR Code">
          <Text role="status">{REDIRECT_TEXTS.processing}</Text>
        </Notice>
      );
  }
}

function UrlRedirect({ url }: { url: string }) {
  const destination = safeDestination(url);
  useEffect(() => {
    if (destination) window.location.replace(destination);
  }, [destination]);
  return (
    <Notice title="QR Code">
      <Text role="status">{destination ? REDIRECT_TEXTS.redirecting : REDIRECT_TEXTS.invalidUrl}</Text>
    </Notice>
  );
}
