// `import ViewInspector` brings the inspector, as ViewInspector's import line does, so that a
// ViewInspector user's tests keep their import line on Linux.
@_exported import Inspect
