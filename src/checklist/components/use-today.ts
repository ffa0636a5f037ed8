import { format } from 'date-fns';
import { useEffect, useState } from 'react';

const dayNow = () => format(new Date(), 'yyyy-MM-dd');

/** The agent's calendar day, moving on at midnight while the page stays open (Overdue follows it). */
export function useToday(): string {
  const [today, setToday] = useState(dayNow);
  useEffect(() => {
    const timer = window.setInterval(() => setToday(dayNow()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
