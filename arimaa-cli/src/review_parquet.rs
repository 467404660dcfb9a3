//! `arimaa review --format parquet` (feature `parquet`): the core's review rows
//! ([`arimaa_bot::review::COLUMNS`]) as one Arrow record batch written to a Parquet file
//! with Snappy compression. Arrow types: text `utf8`, `int32`, `uint32`, `uint64`,
//! `float64`, nullable as the column.

use std::io::Write;
use std::sync::Arc;

use arimaa_bot::review::{COLUMNS, Cell, ColumnType, ReviewEntry, Summary};
use arrow_array::builder::{
    ArrayBuilder, Float64Builder, Int32Builder, StringBuilder, UInt32Builder, UInt64Builder,
};
use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;

use crate::error::CliError;
use crate::review_table::ReviewSink;

/// The Arrow type of a review column type.
fn data_type(kind: ColumnType) -> DataType {
    match kind {
        ColumnType::Text => DataType::Utf8,
        ColumnType::Int32 => DataType::Int32,
        ColumnType::UInt32 => DataType::UInt32,
        ColumnType::UInt64 => DataType::UInt64,
        ColumnType::Float64 => DataType::Float64,
    }
}

/// The Arrow schema of the review table.
pub fn schema() -> SchemaRef {
    Arc::new(Schema::new(
        COLUMNS
            .iter()
            .map(|c| Field::new(c.name, data_type(c.kind), c.nullable))
            .collect::<Vec<_>>(),
    ))
}

/// The builder of one column.
enum Builder {
    Text(StringBuilder),
    Int32(Int32Builder),
    UInt32(UInt32Builder),
    UInt64(UInt64Builder),
    Float64(Float64Builder),
}

impl Builder {
    fn new(kind: ColumnType) -> Builder {
        match kind {
            ColumnType::Text => Builder::Text(StringBuilder::new()),
            ColumnType::Int32 => Builder::Int32(Int32Builder::new()),
            ColumnType::UInt32 => Builder::UInt32(UInt32Builder::new()),
            ColumnType::UInt64 => Builder::UInt64(UInt64Builder::new()),
            ColumnType::Float64 => Builder::Float64(Float64Builder::new()),
        }
    }

    /// Appends a cell; a cell of another type than the column's is appended as null (the
    /// core never builds one).
    fn append(&mut self, cell: Cell) {
        match (self, cell) {
            (Builder::Text(b), Cell::Text(s)) => b.append_value(s),
            (Builder::Text(b), _) => b.append_null(),
            (Builder::Int32(b), Cell::Int(n)) => b.append_option(i32::try_from(n).ok()),
            (Builder::Int32(b), _) => b.append_null(),
            (Builder::UInt32(b), Cell::Int(n)) => b.append_option(u32::try_from(n).ok()),
            (Builder::UInt32(b), _) => b.append_null(),
            (Builder::UInt64(b), Cell::Int(n)) => b.append_option(u64::try_from(n).ok()),
            (Builder::UInt64(b), _) => b.append_null(),
            (Builder::Float64(b), Cell::Float(f)) => b.append_value(f),
            (Builder::Float64(b), _) => b.append_null(),
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            Builder::Text(b) => Arc::new(b.finish()),
            Builder::Int32(b) => Arc::new(b.finish()),
            Builder::UInt32(b) => Arc::new(b.finish()),
            Builder::UInt64(b) => Arc::new(b.finish()),
            Builder::Float64(b) => Arc::new(b.finish()),
        }
    }

    fn len(&self) -> usize {
        match self {
            Builder::Text(b) => b.len(),
            Builder::Int32(b) => b.len(),
            Builder::UInt32(b) => b.len(),
            Builder::UInt64(b) => b.len(),
            Builder::Float64(b) => b.len(),
        }
    }
}

fn parquet_error(e: impl std::fmt::Display) -> CliError {
    CliError::Table(format!("Parquet: {e}"))
}

/// Writes review rows to a Parquet file (all at [`ReviewSink::finish`]).
pub struct ReviewParquet<'a> {
    schema: SchemaRef,
    columns: Vec<Builder>,
    writer: ArrowWriter<Box<dyn Write + Send + 'a>>,
}

impl<'a> ReviewParquet<'a> {
    /// A Parquet file on `w`.
    ///
    /// # Errors
    /// [`CliError::Table`] if the writer cannot start.
    pub fn new(w: Box<dyn Write + Send + 'a>) -> Result<ReviewParquet<'a>, CliError> {
        let schema = schema();
        let props = WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .build();
        let writer = ArrowWriter::try_new(w, schema.clone(), Some(props)).map_err(parquet_error)?;
        Ok(ReviewParquet {
            schema,
            columns: COLUMNS.iter().map(|c| Builder::new(c.kind)).collect(),
            writer,
        })
    }
}

impl ReviewSink for ReviewParquet<'_> {
    fn row(&mut self, entry: &ReviewEntry) -> Result<(), CliError> {
        for (builder, cell) in self.columns.iter_mut().zip(entry.cells()) {
            builder.append(cell);
        }
        Ok(())
    }

    fn finish(mut self: Box<Self>, _: &[(Summary, String)]) -> Result<(), CliError> {
        if self.columns.first().is_some_and(|c| c.len() > 0) {
            let arrays = self.columns.iter_mut().map(Builder::finish).collect();
            let batch = RecordBatch::try_new(self.schema.clone(), arrays).map_err(parquet_error)?;
            self.writer.write(&batch).map_err(parquet_error)?;
        }
        let mut w = self.writer.into_inner().map_err(parquet_error)?;
        w.flush()?;
        Ok(())
    }
}
