extension Canvas {
    /// The canvas as an SVG picture: each cell a `cellWidth` × `cellHeight` pixel box (each
    /// clamped to 1…1,000), the picture `width × cellWidth` by `height × cellHeight` pixels.
    ///
    /// Cells are drawn as a terminal with xterm's palette and dark text on a white page would show
    /// them: backgrounds as rectangles (one per run of equal background on a row); text in a
    /// monospace font, each character placed at its cell, a wide character over its two cells;
    /// box-drawing characters (U+2500–U+257F) and block elements (U+2580–U+259F) as shapes, so that
    /// lines join from cell to cell whatever fonts the viewer has. Styles: bold (`font-weight`),
    /// italic (`font-style`), underline and strikethrough (`text-decoration`), dim (half opacity),
    /// inverse (text and background colours swapped, the defaults included). Text is escaped
    /// for XML; a character XML cannot hold (a control character) is drawn as U+FFFD.
    ///
    /// The same canvas always gives the same text, so a picture can serve as a reference.
    public func svg(cellWidth: Int = 9, cellHeight: Int = 18) -> String {
        var writer = PictureWriter(canvas: self, cellWidth: cellWidth, cellHeight: cellHeight)
        return writer.svg()
    }

    /// The canvas as a minimal HTML page showing its SVG picture (``svg(cellWidth:cellHeight:)``)
    /// at the top left of a white page.
    public func html(cellWidth: Int = 9, cellHeight: Int = 18) -> String {
        """
        <!DOCTYPE html>
        <html>
        <head>
        <meta charset="utf-8">
        <title>Rendered view</title>
        <style>body { margin: 0; background: \(TerminalPalette.defaultBackground.hex); } svg { display: block; }</style>
        </head>
        <body>
        \(svg(cellWidth: cellWidth, cellHeight: cellHeight))
        </body>
        </html>
        """
    }
}
