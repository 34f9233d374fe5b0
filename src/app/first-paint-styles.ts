/*
 * Mantine's styles, split for a first visit (bench/load): the entry carries only those of the
 * components the shell and the home page render (~9 KB compressed instead of ~29 KB for all of
 * Mantine, and fewer rules for a slow phone to match), and every lazily shown screen or overlay
 * waits for the whole stylesheet (withAllStyles). Both are in Mantine's `mantine` CSS layer, so the
 * shop's own unlayered CSS (global.css) wins whatever order they arrive in. A component added to
 * the shell or the home page needs its file here (it is styled only once the rest arrives).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Burger.layer.css';
