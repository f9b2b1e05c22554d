import { setNavigator } from '@qrpanel/web';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Lets the api client send a 401 to /login through the router, without reloading the page. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path, options) => void navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
