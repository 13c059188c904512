let title = "Hi"
Text(title).font(.title).fontWeight(.bold).foregroundColor(.blue)