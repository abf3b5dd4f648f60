// <volant-planning planning-key="…" view="week"> — an agency's published planning for partner websites (see embeds/README.md).
import './runtime/base';
import { defineWidget, type WidgetProps } from './runtime/define';
import { loadWidgetStyles } from './runtime/styles';
import { PLANNING_ATTRIBUTES } from './planning/config';
import { PlanningWidget } from './planning/PlanningWidget';

const scriptUrl = import.meta.url;

function VolantPlanning(props: WidgetProps<typeof PLANNING_ATTRIBUTES>) {
  return <PlanningWidget {...props} scriptUrl={scriptUrl} />;
}

defineWidget({
  tag: 'volant-planning',
  attributes: PLANNING_ATTRIBUTES,
  styles: loadWidgetStyles(new URL('./volant-planning.css', scriptUrl)),
  component: VolantPlanning,
});
