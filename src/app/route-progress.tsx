import { useNavigation } from 'react-router-dom';

/**
 * A thin bar across the top while the router is loading the next screen's code (Team and My
 * account, say, which are not fetched ahead). Without it a click on a slow network seemed to do
 * nothing. It fades in only after a short delay (styles), so a screen that is already fetched
 * never flashes it.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label="Opening the page" />;
}
