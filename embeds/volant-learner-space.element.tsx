// <volant-learner-space api-base="…" base-path="…"> — the learner's own space (see embeds/README.md).
import './runtime/base';
import { defineWidget, type WidgetProps } from './runtime/define';
import { loadWidgetStyles } from './runtime/styles';
import { LEARNER_SPACE_ATTRIBUTES, LearnerSpace } from './learner-space/LearnerSpace';

const scriptUrl = import.meta.url;

function VolantLearnerSpace(props: WidgetProps<typeof LEARNER_SPACE_ATTRIBUTES>) {
  return <LearnerSpace {...props} scriptUrl={scriptUrl} />;
}

defineWidget({
  tag: 'volant-learner-space',
  attributes: LEARNER_SPACE_ATTRIBUTES,
  styles: loadWidgetStyles(new URL('./volant-learner-space.css', scriptUrl)),
  component: VolantLearnerSpace,
});
