// <volant-ants-status token="…"> — the ANTS / livret-numérique connection indicator for intranets (see embeds/README.md).
import './runtime/base';
import { defineWidget, type WidgetProps } from './runtime/define';
import { loadWidgetStyles } from './runtime/styles';
import { AntsStatusWidget } from './ants-status/AntsStatusWidget';
import { STATUS_ATTRIBUTES } from './ants-status/status';

const scriptUrl = import.meta.url;

function VolantAntsStatus(props: WidgetProps<typeof STATUS_ATTRIBUTES>) {
  return <AntsStatusWidget {...props} scriptUrl={scriptUrl} />;
}

defineWidget({
  tag: 'volant-ants-status',
  attributes: STATUS_ATTRIBUTES,
  styles: loadWidgetStyles(new URL('./volant-ants-status.css', scriptUrl)),
  component: VolantAntsStatus,
});
