import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramsOfRange, rangeFromParams, type AnalyticsRange } from './analytics-range';

const RANGE_KEYS = ['range', 'from', 'to', 'granularity'];

/**
 * The range in the address, so a view can be shared and survives a reload; choosing another
 * replaces the history entry's range and keeps the address' other parameters.
 */
export function useAnalyticsRange(): [AnalyticsRange, (next: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromParams(params), [params]);
  const setRange = useCallback(
    (next: AnalyticsRange) =>
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          for (const key of RANGE_KEYS) kept.delete(key);
          for (const [key, value] of Object.entries(paramsOfRange(next))) kept.set(key, value);
          return kept;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange];
}
