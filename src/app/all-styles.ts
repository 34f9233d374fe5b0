// All of Mantine's styles, loaded with every lazily shown screen or overlay (see first-paint-styles.ts).
import '@mantine/core/styles.layer.css';
