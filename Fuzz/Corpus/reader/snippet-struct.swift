struct Row: View { var body: some View { HStack { Text("x"); Spacer() } } }
Row()